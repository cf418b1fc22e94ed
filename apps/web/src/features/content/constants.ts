/** Contact address printed in the policies. */
export const SUPPORT_EMAIL = 'support@pasarlens.id';
