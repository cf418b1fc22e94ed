import type { PasswordUpdateInput, ProfileUpdateInput } from '@pasarlens/contracts';
import { client } from '../../lib/client.ts';

export const updateProfile = (input: ProfileUpdateInput) => client.profile(input);
export const updatePassword = (input: PasswordUpdateInput) => client.password(input);
