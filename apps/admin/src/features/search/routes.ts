// The search screens (issue 28), one chunk.
export { AdvancedSearchPage } from './advanced-search-page.tsx';
export { ResultsPage } from './results-page.tsx';
export { SearchPage } from './search-page.tsx';
