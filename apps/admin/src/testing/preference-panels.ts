// The client preferences' panels in the order the drawer and the edit page show them (product.md):
// what their tests expect, written once.
export const preferencePanelTitles = [
  'Hotel',
  'Dining',
  'Spa',
  'Air',
  'Private plane',
  'Activities',
  'Transfer',
  'Sport',
  'Misc',
  'Internal/auto filled',
];
