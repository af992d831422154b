import { describe, expect, it } from 'vitest';
import { memoryTransaction } from './memory-transaction';

describe('an in-memory repository transaction', () => {
  function counter() {
    const state = { value: 0 };
    const transaction = memoryTransaction(
      () => ({ ...state }),
      (saved) => Object.assign(state, saved),
    );
    return { state, transaction };
  }

  it('keeps what its body changed and answers what the body answered', async () => {
    const { state, transaction } = counter();
    expect(await transaction(async () => ++state.value)).toBe(1);
    expect(state.value).toBe(1);
  });

  it('puts back the state from before the outermost transaction when the body throws', async () => {
    const { state, transaction } = counter();
    const failing = transaction(async () => {
      state.value = 5;
      await transaction(async () => {
        state.value = 6;
      });
      throw new Error('rolled back');
    });
    await expect(failing).rejects.toThrow('rolled back');
    expect(state.value).toBe(0);
  });

  it('leaves a nested failure to its outer transaction, which keeps its changes when it catches it', async () => {
    const { state, transaction } = counter();
    await transaction(async () => {
      state.value = 2;
      await transaction(async () => {
        state.value = 3;
        throw new Error('inner');
      }).catch(() => undefined);
    });
    expect(state.value).toBe(3);
  });
});
