import { apiPaths, emailOnlySchema, registerSchema, resetPasswordSchema, type CurrentUser, type LoginInput, type RegisterInput } from '@pasarlens/contracts';
import { api } from '../../lib/api.ts';

export const login = (input: LoginInput) => api.post<{ user: CurrentUser }>(apiPaths.login, input);

/** Registration is checked locally first (412 'Data Validation Error' without a call). */
export const register = (input: RegisterInput) =>
  api.post<{ message: string; email: string }>(apiPaths.register, input, { schema: registerSchema });

export const verifyEmail = (token: string) => api.post<{ message: string; email: string }>(apiPaths.verifyEmail, { token });

export const resendVerification = (email: string) =>
  api.post<{ message: string }>(apiPaths.resendVerification, { email }, { schema: emailOnlySchema });

export const requestPasswordReset = (email: string) =>
  api.post<{ message: string }>(apiPaths.forgotPasswordCreate, { email }, { schema: emailOnlySchema });

export const checkResetToken = (token: string) => api.post<{ valid: true; email: string }>(apiPaths.forgotPasswordCheck, { token });

export const changePassword = (input: { token: string; password: string; confirmPassword: string }) =>
  api.post<{ message: string }>(apiPaths.forgotPasswordChange, input, { schema: resetPasswordSchema });
