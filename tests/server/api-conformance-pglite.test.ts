/** The contract samples against the Node server with its store in PGlite (tests/server/persisted-conformance.ts). */
import { runPersistedConformance } from './persisted-conformance';

runPersistedConformance('pglite');
