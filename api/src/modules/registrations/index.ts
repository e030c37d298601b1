export { type RaceRegistrationsTable } from './tables';
