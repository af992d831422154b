// The domain's refusals in unit tests: the promise must fail with a UserError; its code and message.
import { expect } from 'vitest';
import { UserError } from '../../src/core/errors';

export async function refusal(promise: Promise<unknown>): Promise<[string, string]> {
  const error = await promise.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(UserError);
  return [(error as UserError).code, (error as UserError).message];
}

/** The UserError a promise fails with (fails the test when it resolves or throws anything else). */
export async function refusedWith(promise: Promise<unknown>): Promise<UserError> {
  const error = await promise.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(UserError);
  return error as UserError;
}
