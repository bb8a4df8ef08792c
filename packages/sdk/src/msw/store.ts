// A small synchronous in-memory collection with the query style of @msw/data
// (`findFirst((q) => q.where({ id }))`), so a test can add a record and use it on the next line.
type Predicate<T> = (record: T) => boolean;
class Query<T> {
  test: Predicate<T> = () => true;
  where(match: Partial<T> | Predicate<T>) {
    this.test =
      typeof match === 'function'
        ? match
        : (record) => Object.entries(match).every(([key, value]) => record[key as keyof T] === value);
    return this;
  }
}
type Selector<T> = ((q: Query<T>) => Query<T>) | undefined;
type Target<T> = ((q: Query<T>) => Query<T>) | T;

const predicateOf = <T>(select: Selector<T>): Predicate<T> =>
  select ? select(new Query<T>()).test : () => true;

export class RecordCollection<T extends object> {
  #records: T[] = [];

  #find(target: Target<T>) {
    return typeof target === 'function'
      ? this.#records.find(predicateOf(target as Selector<T>))
      : this.#records.find((r) => r === target);
  }

  /** Stores a record at once and returns it. */
  insert(values: T): T {
    this.#records.push(values);
    return values;
  }
  async create(values: T) {
    return this.insert(values);
  }
  async createMany(count: number, factory: (index: number) => T) {
    return Array.from({ length: count }, (_, i) => this.insert(factory(i)));
  }
  all() {
    return [...this.#records];
  }
  count() {
    return this.#records.length;
  }
  findFirst(select?: Selector<T>) {
    return this.#records.find(predicateOf(select));
  }
  findMany(select?: Selector<T>) {
    return this.#records.filter(predicateOf(select));
  }
  async update(target: Target<T>, { data }: { data: (draft: T) => void }) {
    const record = this.#find(target);
    if (record) data(record);
    return record;
  }
  async updateMany(select: Selector<T>, { data }: { data: (draft: T) => void }) {
    const records = this.findMany(select);
    for (const record of records) data(record);
    return records;
  }
  delete(target: Target<T>) {
    const record = this.#find(target);
    this.#records = this.#records.filter((r) => r !== record);
    return record;
  }
  deleteMany(select: Selector<T>) {
    const gone = this.findMany(select);
    this.#records = this.#records.filter((r) => !gone.includes(r));
    return gone;
  }
  clear() {
    this.#records = [];
  }
}
