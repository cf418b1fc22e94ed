import { lazy } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { AppLayout } from './AppLayout.tsx';
import { AuthGuard } from './AuthGuard.tsx';
import { APP_SECTIONS } from './navigation.tsx';
import { PublicLayout } from './PublicLayout.tsx';
import { RootLayout } from './RootLayout.tsx';
import { RouteError } from './RouteError.tsx';

const LandingPage = lazy(() => import('../features/content/pages/LandingPage.tsx'));
const LegalPage = lazy(() => import('../features/content/pages/LegalPage.tsx'));
const InfoPage = lazy(() => import('../features/content/pages/InfoPage.tsx'));
const NotFoundPage = lazy(() => import('../features/content/pages/NotFoundPage.tsx'));
const PlaceholderPage = lazy(() => import('../features/content/pages/PlaceholderPage.tsx'));
const LoginPage = lazy(() => import('../features/auth/pages/LoginPage.tsx'));
const RegisterPage = lazy(() => import('../features/auth/pages/RegisterPage.tsx'));
const VerifyEmailPage = lazy(() => import('../features/auth/pages/VerifyEmailPage.tsx'));
const ForgotPasswordPage = lazy(() => import('../features/auth/pages/ForgotPasswordPage.tsx'));
const HomePage = lazy(() => import('../features/home/pages/HomePage.tsx'));
const ProfilePage = lazy(() => import('../features/account/pages/ProfilePage.tsx'));
const PasswordPage = lazy(() => import('../features/account/pages/PasswordPage.tsx'));
const OutboxPage = lazy(() => import('../features/dev/pages/OutboxPage.tsx'));
const PricingPage = lazy(() => import('../features/billing/pages/PricingPage.tsx'));
const PaymentResultPage = lazy(() => import('../features/billing/pages/PaymentResultPage.tsx'));
const SandboxPaymentPage = lazy(() => import('../features/billing/pages/SandboxPaymentPage.tsx'));
const UpgradePage = lazy(() => import('../features/billing/pages/UpgradePage.tsx'));
const ManagePaymentPage = lazy(() => import('../features/billing/pages/ManagePaymentPage.tsx'));
const DownloadQuotaPage = lazy(() => import('../features/billing/pages/DownloadQuotaPage.tsx'));
const ReferralPage = lazy(() => import('../features/referral/pages/ReferralPage.tsx'));
const CategoryResearchPage = lazy(() => import('../features/research/pages/CategoryResearchPage.tsx'));
const ProductResearchPage = lazy(() => import('../features/research/pages/ProductResearchPage.tsx'));
const StoreResearchPage = lazy(() => import('../features/research/pages/StoreResearchPage.tsx'));
const StorePage = lazy(() => import('../features/research/pages/StorePage.tsx'));
const KeywordResearchPage = lazy(() => import('../features/research/pages/KeywordResearchPage.tsx'));
const AdsSpyPage = lazy(() => import('../features/research/pages/AdsSpyPage.tsx'));
const ProductHistoryListPage = lazy(() => import('../features/history/pages/ProductHistoryListPage.tsx'));
const ProductHistoryPage = lazy(() => import('../features/history/pages/ProductHistoryPage.tsx'));
const StoreHistoryListPage = lazy(() => import('../features/history/pages/StoreHistoryListPage.tsx'));
const StoreHistoryPage = lazy(() => import('../features/history/pages/StoreHistoryPage.tsx'));
const CategoryHistoryListPage = lazy(() => import('../features/history/pages/CategoryHistoryListPage.tsx'));
const CategoryHistoryPage = lazy(() => import('../features/history/pages/CategoryHistoryPage.tsx'));

/** Reachable without login (spec §2), plus the development outbox and the sandbox payment portal. */
export const PUBLIC_PATHS = [
  '/',
  '/login',
  '/register',
  '/harga',
  '/app/upgrade/pembayaran/berhasil',
  '/app/upgrade/pembayaran/kartu',
  '/forgot-password',
  '/verify-email',
  '/privacy-policy',
  '/refund-policy',
  '/terms-and-condition',
  '/kelas',
  '/produk-terlaris-shopee',
  '/api',
  '/tutorial',
  '/blog',
  '/dev/outbox',
  '/sandbox/pay/:token',
] as const;

/** Pages under /app (paths relative to it) that features have built. */
const APP_PAGES: RouteObject[] = [
  { index: true, element: <HomePage /> },
  { path: 'account/profile', element: <ProfilePage /> },
  { path: 'account/password', element: <PasswordPage /> },
  { path: 'account/payment', element: <ManagePaymentPage /> },
  { path: 'upgrade', element: <UpgradePage /> },
  { path: 'download-quota', element: <DownloadQuotaPage /> },
  { path: 'referral', element: <ReferralPage /> },
  { path: 'research/category', element: <CategoryResearchPage /> },
  { path: 'research/product', element: <ProductResearchPage /> },
  { path: 'research/store', element: <StoreResearchPage /> },
  { path: 'research/store/:storeId', element: <StorePage /> },
  { path: 'research/keyword', element: <KeywordResearchPage /> },
  { path: 'research/ads-spy', element: <AdsSpyPage /> },
  { path: 'history/product', element: <ProductHistoryListPage /> },
  { path: 'history/product/:productId', element: <ProductHistoryPage /> },
  { path: 'history/store', element: <StoreHistoryListPage /> },
  { path: 'history/store/:storeId', element: <StoreHistoryPage /> },
  { path: 'history/category', element: <CategoryHistoryListPage /> },
  { path: 'history/category/:categoryId', element: <CategoryHistoryPage /> },
];

/** Sidebar sections no feature has built yet: a "coming soon" card. */
const PLACEHOLDERS: RouteObject[] = APP_SECTIONS.filter(({ path }) => !APP_PAGES.some((page) => page.path === path)).map(
  ({ path, labelKey }) => ({ path, element: <PlaceholderPage labelKey={labelKey} /> }),
);

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      {
        element: <PublicLayout />,
        children: [
          { index: true, element: <LandingPage /> },
          { path: 'login', element: <LoginPage /> },
          { path: 'register', element: <RegisterPage /> },
          { path: 'harga', element: <PricingPage /> },
          { path: 'app/upgrade/pembayaran/berhasil', element: <PaymentResultPage variant="success" /> },
          { path: 'app/upgrade/pembayaran/kartu', element: <PaymentResultPage variant="card" /> },
          { path: 'forgot-password', element: <ForgotPasswordPage /> },
          { path: 'verify-email', element: <VerifyEmailPage /> },
          { path: 'privacy-policy', element: <LegalPage document="privacy" /> },
          { path: 'refund-policy', element: <LegalPage document="refund" /> },
          { path: 'terms-and-condition', element: <LegalPage document="terms" /> },
          { path: 'kelas', element: <InfoPage page="kelas" /> },
          { path: 'produk-terlaris-shopee', element: <InfoPage page="bestSellers" /> },
          { path: 'api', element: <InfoPage page="api" /> },
          { path: 'tutorial', element: <InfoPage page="tutorial" /> },
          { path: 'blog', element: <InfoPage page="blog" /> },
          { path: 'dev/outbox', element: <OutboxPage /> },
          { path: 'sandbox/pay/:token', element: <SandboxPaymentPage /> },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
      {
        path: 'app',
        element: (
          <AuthGuard>
            <AppLayout />
          </AuthGuard>
        ),
        children: [
          ...APP_PAGES,
          ...PLACEHOLDERS,
          { path: 'admin', element: <PlaceholderPage labelKey="userMenu.admin" adminOnly /> },
          { path: '*', element: <NotFoundPage homePath="/app" /> },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
