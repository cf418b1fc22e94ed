import {
  apiPaths,
  passwordUpdateSchema,
  profileUpdateSchema,
  type CurrentUser,
  type PasswordUpdateInput,
  type ProfileUpdateInput,
} from '@pasarlens/contracts';
import { api } from '../../lib/api.ts';

/** Checked locally first (412 'Data Validation Error' without a call). */
export const updateProfile = (input: ProfileUpdateInput) =>
  api.patch<{ user: CurrentUser }>(apiPaths.profile, input, { schema: profileUpdateSchema });

/** Checked locally first (412 'Data Validation Error' without a call). */
export const updatePassword = (input: PasswordUpdateInput) =>
  api.patch<{ message: string }>(apiPaths.password, input, { schema: passwordUpdateSchema });
