/** One holder at a time, in arrival order (a promise chain): SQLite's one writer per process. */
export class Mutex {
  private tail: Promise<void> = Promise.resolve();

  async runExclusive<T>(fn: () => Promise<T>): Promise<T> {
    const previous = this.tail;
    let release!: () => void;
    this.tail = new Promise<void>((resolve) => {
      release = resolve;
    });
    await previous;
    try {
      return await fn();
    } finally {
      release();
    }
  }
}

/** One holder at a time per key, in arrival order; a key's entry is dropped once nobody holds or waits for it. */
export class KeyedMutex {
  private readonly held = new Map<string, { mutex: Mutex; users: number }>();

  async runExclusive<T>(key: string, fn: () => Promise<T>): Promise<T> {
    let entry = this.held.get(key);
    if (!entry) {
      entry = { mutex: new Mutex(), users: 0 };
      this.held.set(key, entry);
    }
    entry.users += 1;
    try {
      return await entry.mutex.runExclusive(fn);
    } finally {
      entry.users -= 1;
      if (entry.users === 0) this.held.delete(key);
    }
  }

  /** Keys held or waited for now. */
  get size(): number {
    return this.held.size;
  }
}
