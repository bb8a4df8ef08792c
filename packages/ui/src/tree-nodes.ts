// Pure helpers of the destination tree selector: search, expansion and the flat list of visible rows.

export type TreeSelectNode = {
  /** What the selector stores (an IRI or an id). */
  value: string;
  label: string;
  children?: TreeSelectNode[];
  /** Shown but not selectable (e.g. a parent that would make the tree too deep). */
  disabled?: boolean;
  /** A short note after the label, e.g. 'Pending'. */
  hint?: string;
};

export type TreeIndexEntry = { node: TreeSelectNode; path: string[]; ancestors: string[] };

export type VisibleRow = {
  node: TreeSelectNode;
  level: number;
  hasChildren: boolean;
  isExpanded: boolean;
  parent: string | null;
  /** Position among its visible siblings (1-based) and their count, for aria-posinset/setsize. */
  position: number;
  setSize: number;
};

// Case- and accent-insensitive, so 'cote' finds "Côte d'Azur".
export const normalizeLabel = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase()
    .trim();

/** value → node, its label path from the root and its ancestors' values. */
export const indexTree = (nodes: readonly TreeSelectNode[]) => {
  const index = new Map<string, TreeIndexEntry>();
  const walk = (list: readonly TreeSelectNode[], path: string[], ancestors: string[]) => {
    for (const node of list) {
      index.set(node.value, { node, path: [...path, node.label], ancestors });
      if (node.children?.length) walk(node.children, [...path, node.label], [...ancestors, node.value]);
    }
  };
  walk(nodes, [], []);
  return index;
};

/**
 * The values of the nodes that match, and of those with a matching descendant (which open by
 * default so the matches show). Nodes under a match stay reachable by expanding it.
 */
export const matchTree = (nodes: readonly TreeSelectNode[], isMatch: (node: TreeSelectNode) => boolean) => {
  const matched = new Set<string>();
  const withMatchBelow = new Set<string>();
  const walk = (node: TreeSelectNode): boolean => {
    let below = false;
    for (const child of node.children ?? []) if (walk(child)) below = true;
    if (below) withMatchBelow.add(node.value);
    const hit = isMatch(node);
    if (hit) matched.add(node.value);
    return hit || below;
  };
  for (const node of nodes) walk(node);
  return { matched, withMatchBelow };
};

/** matchTree for a search by name, without case or accents. */
export const searchTree = (nodes: readonly TreeSelectNode[], query: string) => {
  const needle = normalizeLabel(query);
  return matchTree(nodes, (node) => needle !== '' && normalizeLabel(node.label).includes(needle));
};

/**
 * The rows to render, depth first. `isOpen` says whether a node shows its children. With a search,
 * only matches, their ancestors and whatever sits under a match are kept.
 */
export const visibleRows = (
  nodes: readonly TreeSelectNode[],
  isOpen: (node: TreeSelectNode) => boolean,
  search?: { matched: Set<string>; withMatchBelow: Set<string> },
): VisibleRow[] => {
  const rows: VisibleRow[] = [];
  const walk = (list: readonly TreeSelectNode[], level: number, parent: string | null, inMatch: boolean) => {
    const kept = search
      ? list.filter((n) => inMatch || search.matched.has(n.value) || search.withMatchBelow.has(n.value))
      : list;
    kept.forEach((node, i) => {
      const hasChildren = (node.children?.length ?? 0) > 0;
      const isExpanded = hasChildren && isOpen(node);
      rows.push({ node, level, hasChildren, isExpanded, parent, position: i + 1, setSize: kept.length });
      if (isExpanded) {
        walk(node.children!, level + 1, node.value, inMatch || Boolean(search?.matched.has(node.value)));
      }
    });
  };
  walk(nodes, 1, null, false);
  return rows;
};
