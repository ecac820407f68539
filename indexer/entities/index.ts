// The entity registry: per camera and UTC day, each person, vehicle or object with its
// appearance, first and last sighting and the windows it is in, merged as windows arrive.
export { EntityRegistry, type EntityRegistryOptions } from './entity-registry.ts';
export { readEntities, readEntityDay, entitiesDir, entityFilePath } from './entity-store.ts';
export { mergeEntities, describeEntity, DEFAULT_MERGE_OPTIONS, type MergeOptions } from './entity-merge.ts';
export { observationsOf, sizeClass } from './observations.ts';
export { EntitySchema, EntityDayFileSchema, type Entity, type Observation, type SizeClass, type EntityDayFile } from './entity-schema.ts';
