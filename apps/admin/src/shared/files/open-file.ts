import { getFileUrl } from '@backoffice/sdk';

// Files are served through short-lived signed links: GET /files/{path} answers { url }.
export const signedFileUrl = async (filePath: string) => (await getFileUrl(filePath)).data.url;

// product.md §7.1: an attachment is fetched and opened in a new tab. The tab opens at once (a
// popup opened after an await is blocked) and is sent to the signed link when it arrives.
export const openFile = async (filePath: string) => {
  const tab = window.open('', '_blank');
  try {
    const url = await signedFileUrl(filePath);
    if (tab) tab.location.href = url;
    else window.open(url, '_blank', 'noopener');
  } catch (error) {
    tab?.close();
    throw error;
  }
};
