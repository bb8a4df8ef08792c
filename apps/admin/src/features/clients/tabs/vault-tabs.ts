// The tabs built on the client vault and log APIs (cards, log), in one import for client-page.tsx.
export { CardsTab } from './cards-tab.tsx';
export { LogTab } from './log-tab.tsx';
