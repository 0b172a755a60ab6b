/** The contract samples against the Node server with its store in a throwaway PostgreSQL 15 (tests/server/persisted-conformance.ts). */
import { runPersistedConformance } from './persisted-conformance';

runPersistedConformance('postgres');
