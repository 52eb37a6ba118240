// The statements of a data version counter (core/kept-snapshot.ts): a one-row table and the function a deferred
// trigger calls to move it once per writing transaction. The function locks the shop's read version first, as every
// writing transaction does at its commit: one order of locks, no deadlock between counters. (The shop makes that
// table at each start, after migrating: a seed before it has none to lock.)
export function versionCounter(table: string): string[] {
  return [
    `create table "${table}" ("id" smallint not null, "version" bigint not null default 0, constraint "${table}_pkey" primary key ("id"));`,
    `insert into "${table}" ("id", "version") values (1, 0);`,
    `create function ${table}_bump() returns trigger language plpgsql as $$
      begin
        if current_setting('shop.${table}_bumped', true) is distinct from 'yes' then
          perform set_config('shop.${table}_bumped', 'yes', true);
          if to_regclass('read_version') is not null then
            execute 'select 1 from read_version where id = 1 for update';
          end if;
          update ${table} set version = version + 1 where id = 1;
        end if;
        return null;
      end $$;`,
  ];
}
