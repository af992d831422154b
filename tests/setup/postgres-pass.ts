// Set up for each file of the PostgreSQL pass: the test apps' databases are dropped after the file's tests.
import { afterAll } from 'vitest';
import { dropTestStores } from '../helpers/test-engine';

afterAll(dropTestStores);
