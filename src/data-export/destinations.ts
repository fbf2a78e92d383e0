/** Destinations of the data export, in the order the overview compares them. */
export const dataExportDestinations = [
  'athena',
  'bigquery',
  'databricks',
  'gcs',
  'mysql-aurora',
  'mysql-generic',
  'postgres-aws',
  'postgres-generic',
  'redshift',
  's3',
  's3-compatible',
  'sheets',
  'snowflake',
  'staging-abs',
  'staging-gcs',
  'staging-s3',
] as const;
