import { getFileUrl } from '@backoffice/sdk';

// product.md §2.12 / §7.1: an attachment is opened in a new tab through GET /files/{path}, which
// answers a short-lived signed { url }. The tab opens at once (a popup opened after an await is
// blocked) and is sent to the link when it arrives.
export const openFile = async (filePath: string) => {
  const tab = window.open('', '_blank');
  try {
    const { url } = (await getFileUrl(filePath)).data;
    if (tab) tab.location.href = url;
    else window.open(url, '_blank', 'noopener');
  } catch (error) {
    tab?.close();
    throw error;
  }
};
