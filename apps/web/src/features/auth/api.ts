import type { LoginInput, RegisterInput, ResetPasswordInput } from '@pasarlens/contracts';
import { client } from '../../lib/client.ts';

export const login = (input: LoginInput) => client.login(input);
export const register = (input: RegisterInput) => client.register(input);
export const verifyEmail = (token: string) => client.verifyEmail({ token });
export const resendVerification = (email: string) => client.resendVerification({ email });
export const requestPasswordReset = (email: string) => client.forgotPasswordCreate({ email });
export const checkResetToken = (token: string) => client.forgotPasswordCheck({ token });
export const changePassword = (input: ResetPasswordInput) => client.forgotPasswordChange(input);
