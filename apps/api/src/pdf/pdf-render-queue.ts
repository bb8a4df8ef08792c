// The PDF renders waiting for a renderer, served fairly between their owners (a user, or a trip
// for a signed link): the next job is the oldest one of the owner with the fewest renders running,
// and among those of the owner served longest ago (a newcomer first). Two long renders asked for by
// one user therefore never keep another user's PDF waiting behind the second, and no owner is
// starved: each is served in turn. `allowed` lets the pool skip a job it cannot start now (a heavy
// one while the renderers left are kept for the others), taking the next owner's instead.
export class FairQueue<T> {
  readonly #waiting = new Map<string, T[]>();
  readonly #running = new Map<string, number>();
  readonly #servedAt = new Map<string, number>();
  #turn = 0;

  get size() {
    let n = 0;
    for (const jobs of this.#waiting.values()) n += jobs.length;
    return n;
  }

  push(owner: string, job: T) {
    const jobs = this.#waiting.get(owner);
    if (jobs) jobs.push(job);
    else this.#waiting.set(owner, [job]);
  }

  // The next job to start (counted as running for its owner until `finished`), if any is allowed.
  take(allowed: (job: T) => boolean = () => true): { owner: string; job: T } | undefined {
    let best: string | undefined;
    for (const [owner, jobs] of this.#waiting) {
      if (!allowed(jobs[0]!)) continue;
      if (best === undefined || this.#before(owner, best)) best = owner;
    }
    if (best === undefined) return undefined;
    const jobs = this.#waiting.get(best)!;
    const job = jobs.shift()!;
    if (jobs.length === 0) this.#waiting.delete(best);
    this.#running.set(best, (this.#running.get(best) ?? 0) + 1);
    this.#servedAt.set(best, ++this.#turn);
    return { owner: best, job };
  }

  finished(owner: string) {
    const n = (this.#running.get(owner) ?? 1) - 1;
    if (n > 0) this.#running.set(owner, n);
    else {
      this.#running.delete(owner);
      // An owner with nothing left is forgotten (the maps stay as small as the queue).
      if (!this.#waiting.has(owner)) this.#servedAt.delete(owner);
    }
  }

  // Every waiting job, removed (shutdown).
  drain(): T[] {
    const all = [...this.#waiting.values()].flat();
    this.#waiting.clear();
    return all;
  }

  #before(a: string, b: string) {
    const ra = this.#running.get(a) ?? 0;
    const rb = this.#running.get(b) ?? 0;
    if (ra !== rb) return ra < rb;
    return (this.#servedAt.get(a) ?? 0) < (this.#servedAt.get(b) ?? 0);
  }
}
