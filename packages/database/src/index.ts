export type { Database, Enums, Json, Tables, TablesInsert, TablesUpdate } from './database';
