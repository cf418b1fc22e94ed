/**
 * One process does everything by default; `--role web|worker|scheduler` splits it for production.
 */
const ROLES = ['all', 'web', 'worker', 'scheduler'] as const;
export type Role = (typeof ROLES)[number];

export interface RolePlan {
  http: boolean;
  work: boolean;
  schedule: boolean;
}

export function parseRole(argv: string[]): Role {
  const index = argv.indexOf('--role');
  const inline = argv.find((arg) => arg.startsWith('--role='))?.slice('--role='.length);
  const value = inline ?? (index >= 0 ? argv[index + 1] : 'all');
  if (!(ROLES as readonly string[]).includes(value ?? '')) {
    throw new Error(`--role must be one of ${ROLES.join(', ')} (got '${value ?? ''}')`);
  }
  return value as Role;
}

export function planFor(role: Role): RolePlan {
  return {
    http: role === 'all' || role === 'web',
    work: role === 'all' || role === 'worker',
    schedule: role === 'all' || role === 'scheduler',
  };
}
