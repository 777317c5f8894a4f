import { AuthResolver } from 'src/auth/auth.resolver';
import { UsersResolver } from 'src/users/users.resolver';

/** Every resolver class, for emitting the schema without a database. A test fails if one is missing. */
export const RESOLVERS = [AuthResolver, UsersResolver];
