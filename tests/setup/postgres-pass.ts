// Set up for each file of the PostgreSQL pass: the test apps' stores are closed after the file's tests (their
// databases go with the run's cluster).
import { afterAll } from 'vitest';
import { closeTestStores } from '../helpers/test-engine';

afterAll(closeTestStores);
