import type { DataSource, EntityTarget, ObjectLiteral } from 'typeorm';

export interface RowReading<K> {
  /** The entity's properties the row holds (every selected column when absent). */
  properties?: readonly K[];
  /** The entity's columns are named with this prefix (`e_id` for `id`), as in a row of two tables. */
  prefix?: string;
}

/**
 * An entity from a row as PostgreSQL returned it (a SQL string's rows, a builder's RETURNING): the one place
 * where raw rows become entities. Each column is found by the entity's own metadata (so `owner_id` is spelled
 * `ownerId` only in the entity) and its value read as TypeORM reads the QueryBuilder's entities.
 */
export function fromRow<T extends ObjectLiteral>(
  dataSource: DataSource,
  target: EntityTarget<T>,
  row: Record<string, unknown>,
  reading?: RowReading<never> & { properties?: undefined },
): T;
export function fromRow<T extends ObjectLiteral, K extends keyof T & string>(
  dataSource: DataSource,
  target: EntityTarget<T>,
  row: Record<string, unknown>,
  reading: RowReading<K> & { properties: readonly K[] },
): Pick<T, K>;
export function fromRow<T extends ObjectLiteral>(
  dataSource: DataSource,
  target: EntityTarget<T>,
  row: Record<string, unknown>,
  { properties, prefix = '' }: RowReading<string> = {},
): Partial<T> {
  const metadata = dataSource.getMetadata(target);
  const columns = properties
    ? properties.map((property) => {
        const column = metadata.findColumnWithPropertyName(property);
        if (!column) throw new Error(`${metadata.name} has no column ${property}`);
        return column;
      })
    : metadata.columns.filter((column) => column.isSelect);
  // A whole row is an instance of the entity; the columns of some, only those properties.
  const entity = (properties ? {} : metadata.create()) as T;
  for (const column of columns) {
    const value = row[prefix + column.databaseName];
    // A statement that does not return a column it is read for is a mistake, not a null.
    if (value === undefined) throw new Error(`The row holds no ${prefix + column.databaseName}`);
    column.setEntityValue(entity, dataSource.driver.prepareHydratedValue(value, column));
  }
  return entity;
}
