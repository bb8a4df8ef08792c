import { type Placeholder, sql } from 'drizzle-orm';

// Collects what makes a list's SQL what it is, apart from its values: filters pass their values
// through bind() and name each structural choice with add(). Two requests with the same key get
// the same statement text, so the statement is compiled once (list-statements.ts) and only the
// values change.
export type Binder = {
  bind: <T>(value: T) => T | Placeholder;
  add: (token: string) => void;
};

// For one-off queries (exports): values go straight into the SQL as parameters.
export const inlineValues: Binder = { bind: <T>(value: T) => value, add: () => {} };

export class ShapeBinder implements Binder {
  readonly values: Record<string, unknown> = {};
  private readonly tokens: string[] = [];
  private count = 0;

  bind = <T>(value: T): T | Placeholder => {
    const name = `p${this.count++}`;
    this.values[name] = value;
    return sql.placeholder(name);
  };

  add = (token: string) => {
    this.tokens.push(token);
  };

  get key() {
    return this.tokens.join('\u0000');
  }
}
