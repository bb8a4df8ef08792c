import { isValidElement, type ReactNode } from 'react';

// react-pdf paginates a wrapping <Page> by laying out everything left on it again after each page
// it cuts (@react-pdf/layout's splitPage: the rest of the flow is relaid out, twice with a
// "Page n of N" footer), so one flow of P pages costs about P² page layouts: a 120-day trip's
// day-by-day and price table took 7–10 s, a 366-day trip over 30 s. A long section is therefore
// cut into runs of pages, each its own <Page> laid out alone, at a boundary between its top-level
// blocks (a day, a table row, a voucher); a run starts on a new page. The cost is then linear in
// the section. Sections that fit in one run (a trip of about three weeks) print exactly as before.

// A rough size of a block in "lines" of body text: one per element, one per 90 characters of text,
// more for an image (its box). Only the blocks' relative sizes matter.
const charsPerLine = 90;
export const blockWeight = (node: ReactNode): number => {
  if (node === null || node === undefined || typeof node === 'boolean') return 0;
  if (typeof node === 'string' || typeof node === 'number')
    return Math.ceil(String(node).length / charsPerLine);
  if (Array.isArray(node)) return node.reduce<number>((sum, child) => sum + blockWeight(child), 0);
  if (!isValidElement(node)) return 0;
  const props = node.props as { children?: ReactNode; src?: unknown; style?: { height?: unknown } };
  const image = props.src !== undefined ? Math.ceil(Number(props.style?.height ?? 120) / 12) : 0;
  return 1 + image + blockWeight(props.children);
};

// About five pages of the day-by-day text (a day with two items weighs about 30): a 14-day trip
// stays one run. Smaller runs cost little less (the layout per page dominates) and leave more
// part-filled pages.
export const runBudget = 450;

// The blocks cut into runs of about `budget` each, in order; a block is never cut.
export const pageRuns = <T extends ReactNode>(blocks: T[], budget = runBudget): T[][] => {
  const runs: { blocks: T[]; weight: number }[] = [];
  let current: { blocks: T[]; weight: number } = { blocks: [], weight: 0 };
  for (const block of blocks) {
    const weight = blockWeight(block);
    if (current.blocks.length > 0 && current.weight + weight > budget) {
      runs.push(current);
      current = { blocks: [], weight: 0 };
    }
    current.blocks.push(block);
    current.weight += weight;
  }
  // A last run under a fifth of the budget joins the one before (a table's total alone on a page).
  const last = runs.at(-1);
  if (last && current.weight < budget / 5) last.blocks.push(...current.blocks);
  else runs.push(current);
  return runs.map((r) => r.blocks);
};
