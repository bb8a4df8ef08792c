// The templates a page's blocks (page_items) are drawn with (issue 27, calls.md §3 page item).
export const pageTemplates = ['default', 'landing', 'destination', 'journal', 'contact', 'legal'] as const;
