import { lazy } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { CALCULATORS } from '../features/calculators/registry.ts';
import { paths, routePatterns } from '../lib/paths.ts';
import { AppLayout } from './AppLayout.tsx';
import { AuthGuard } from './AuthGuard.tsx';
import { APP_SECTIONS } from './navigation.tsx';
import { PublicLayout } from './PublicLayout.tsx';
import { calculatorRoutes, NOT_FOUND, SITE_PAGE_ROUTES } from './publicRoutes.tsx';
import { RootLayout } from './RootLayout.tsx';
import { RouteError } from './RouteError.tsx';

import { SignedOutOnly } from './SignedOutOnly.tsx';

const LoginPage = lazy(() => import('../features/auth/pages/LoginPage.tsx'));
const RegisterPage = lazy(() => import('../features/auth/pages/RegisterPage.tsx'));
const VerifyEmailPage = lazy(() => import('../features/auth/pages/VerifyEmailPage.tsx'));
const ForgotPasswordPage = lazy(() => import('../features/auth/pages/ForgotPasswordPage.tsx'));
const HomePage = lazy(() => import('../features/home/pages/HomePage.tsx'));
const ProfilePage = lazy(() => import('../features/account/pages/ProfilePage.tsx'));
const PasswordPage = lazy(() => import('../features/account/pages/PasswordPage.tsx'));
const ApiKeysPage = lazy(() => import('../features/account/pages/ApiKeysPage.tsx'));
const DataRequestsPage = lazy(() => import('../features/data-requests/pages/DataRequestsPage.tsx'));
const ExtensionTokensPage = lazy(() => import('../features/account/pages/ExtensionTokensPage.tsx'));
const OutboxPage = lazy(() => import('../features/dev/pages/OutboxPage.tsx'));
const PaymentResultPage = lazy(() => import('../features/billing/pages/PaymentResultPage.tsx'));
const SandboxPaymentPage = lazy(() => import('../features/billing/pages/SandboxPaymentPage.tsx'));
const UpgradePage = lazy(() => import('../features/billing/pages/UpgradePage.tsx'));
const ManagePaymentPage = lazy(() => import('../features/billing/pages/ManagePaymentPage.tsx'));
const DownloadQuotaPage = lazy(() => import('../features/billing/pages/DownloadQuotaPage.tsx'));
const EnterpriseDashboardPage = lazy(() => import('../features/enterprise/pages/EnterpriseDashboardPage.tsx'));
const EnterpriseListsPage = lazy(() => import('../features/enterprise/pages/EnterpriseListsPage.tsx'));
const EnterpriseItemPage = lazy(() => import('../features/enterprise/pages/EnterpriseItemPage.tsx'));
const EnterpriseItemFormPage = lazy(() => import('../features/enterprise/pages/EnterpriseItemFormPage.tsx'));
const DownloadsPage = lazy(() => import('../features/downloads/pages/DownloadsPage.tsx'));
const ReferralPage = lazy(() => import('../features/referral/pages/ReferralPage.tsx'));
const CategoryResearchPage = lazy(() => import('../features/research/pages/CategoryResearchPage.tsx'));
const ProductResearchPage = lazy(() => import('../features/research/pages/ProductResearchPage.tsx'));
const StoreResearchPage = lazy(() => import('../features/research/pages/StoreResearchPage.tsx'));
const StorePage = lazy(() => import('../features/research/pages/StorePage.tsx'));
const KeywordResearchPage = lazy(() => import('../features/research/pages/KeywordResearchPage.tsx'));
const AdsSpyPage = lazy(() => import('../features/research/pages/AdsSpyPage.tsx'));
const OpportunitiesPage = lazy(() => import('../features/research/pages/OpportunitiesPage.tsx'));
const ProductHistoryListPage = lazy(() => import('../features/research/pages/ProductHistoryListPage.tsx'));
const ProductHistoryPage = lazy(() => import('../features/research/pages/ProductHistoryPage.tsx'));
const StoreHistoryListPage = lazy(() => import('../features/research/pages/StoreHistoryListPage.tsx'));
const StoreHistoryPage = lazy(() => import('../features/research/pages/StoreHistoryPage.tsx'));
const CategoryHistoryListPage = lazy(() => import('../features/research/pages/CategoryHistoryListPage.tsx'));
const CategoryHistoryPage = lazy(() => import('../features/research/pages/CategoryHistoryPage.tsx'));
const SupplierSearchPage = lazy(() => import('../features/suppliers/pages/SupplierSearchPage.tsx'));
const MyListingsPage = lazy(() => import('../features/suppliers/pages/MyListingsPage.tsx'));
const ListingFormPage = lazy(() => import('../features/suppliers/pages/ListingFormPage.tsx'));
const ListingDetailPage = lazy(() => import('../features/suppliers/pages/ListingDetailPage.tsx'));
const ExtensionPage = lazy(() => import('../features/promotions/pages/ExtensionPage.tsx'));
const ExtensionConnectPage = lazy(() => import('../features/promotions/pages/ExtensionConnectPage.tsx'));
const SalesOptimisationPage = lazy(() => import('../features/calculators/pages/SalesOptimisationPage.tsx'));
const CommunityPage = lazy(() => import('../features/promotions/pages/CommunityPage.tsx'));
const ContactPage = lazy(() => import('../features/content/pages/ContactPage.tsx'));
const AdminLayout = lazy(() => import('../features/admin/pages/AdminLayout.tsx'));
const AdminUsersPage = lazy(() => import('../features/admin/pages/UsersPage.tsx'));
const AdminUserPage = lazy(() => import('../features/admin/pages/UserPage.tsx'));
const AdminAffiliatesPage = lazy(() => import('../features/admin/pages/AffiliatesPage.tsx'));
const AdminRecapsPage = lazy(() => import('../features/admin/pages/RecapsPage.tsx'));
const AdminDownloadsPage = lazy(() => import('../features/admin/pages/DownloadsPage.tsx'));
const AdminMessagesPage = lazy(() => import('../features/admin/pages/MessagesPage.tsx'));
const AdminDataHealthPage = lazy(() => import('../features/admin/pages/DataHealthPage.tsx'));
const PriceAlertsPage = lazy(() => import('../features/alerts/pages/PriceAlertsPage.tsx'));
const NewPriceAlertPage = lazy(() => import('../features/alerts/pages/NewPriceAlertPage.tsx'));
const NewPriceAlertsPage = lazy(() => import('../features/alerts/pages/NewPriceAlertsPage.tsx'));
const PriceAlertPage = lazy(() => import('../features/alerts/pages/PriceAlertPage.tsx'));

/** Reachable without login (spec §2), plus the development outbox and the sandbox payment portal. */
export const PUBLIC_PATHS = [
  paths.landing,
  paths.login,
  paths.register,
  paths.pricing,
  paths.paymentSuccess,
  paths.paymentCard,
  paths.paymentFailed,
  paths.paymentPending,
  paths.forgotPassword,
  paths.verifyEmail,
  paths.privacyPolicy,
  paths.refundPolicy,
  paths.terms,
  paths.classes,
  paths.shopeeBestSellers,
  paths.apiDocs,
  paths.tutorial,
  paths.blog,
  paths.blogArticle('acos-roas-untuk-pemula'),
  paths.calculators,
  ...CALCULATORS.map(({ slug }) => paths.calculator(slug)),
  paths.contact,
  paths.devOutbox,
  routePatterns.sandboxPayment,
] as const;

/** Pages under /app that features have built. */
const APP_PAGES: RouteObject[] = [
  { index: true, element: <HomePage /> },
  { path: paths.profile, element: <ProfilePage /> },
  { path: paths.password, element: <PasswordPage /> },
  { path: paths.apiKeys, element: <ApiKeysPage /> },
  { path: paths.dataRequests, element: <DataRequestsPage /> },
  { path: paths.extensionTokens, element: <ExtensionTokensPage /> },
  { path: paths.managePayment, element: <ManagePaymentPage /> },
  { path: paths.upgrade, element: <UpgradePage /> },
  { path: paths.downloadQuota, element: <DownloadQuotaPage /> },
  { path: paths.downloads, element: <DownloadsPage /> },
  { path: paths.referral, element: <ReferralPage /> },
  { path: paths.categoryResearch, element: <CategoryResearchPage /> },
  { path: paths.productResearch, element: <ProductResearchPage /> },
  { path: paths.storeResearch, element: <StoreResearchPage /> },
  { path: routePatterns.store, element: <StorePage /> },
  { path: paths.keywordResearch, element: <KeywordResearchPage /> },
  { path: paths.opportunities, element: <OpportunitiesPage /> },
  { path: paths.adsSpy, element: <AdsSpyPage /> },
  { path: paths.productHistories, element: <ProductHistoryListPage /> },
  { path: routePatterns.productHistory, element: <ProductHistoryPage /> },
  { path: paths.storeHistories, element: <StoreHistoryListPage /> },
  { path: routePatterns.storeHistory, element: <StoreHistoryPage /> },
  { path: paths.categoryHistories, element: <CategoryHistoryListPage /> },
  { path: routePatterns.categoryHistory, element: <CategoryHistoryPage /> },
  { path: paths.suppliers, element: <SupplierSearchPage /> },
  { path: paths.myListings, element: <MyListingsPage /> },
  { path: paths.newListing, element: <ListingFormPage /> },
  { path: routePatterns.editListing, element: <ListingFormPage /> },
  { path: routePatterns.listing, element: <ListingDetailPage /> },
  ...calculatorRoutes(paths.tools, paths.tool),
  { path: paths.extension, element: <ExtensionPage /> },
  { path: paths.extensionConnect, element: <ExtensionConnectPage /> },
  { path: paths.salesOptimisation, element: <SalesOptimisationPage /> },
  { path: paths.community, element: <CommunityPage /> },
  { path: paths.enterprise, element: <EnterpriseDashboardPage /> },
  { path: paths.enterpriseLists, element: <EnterpriseListsPage /> },
  { path: routePatterns.newEnterpriseItem, element: <EnterpriseItemFormPage /> },
  { path: routePatterns.enterpriseItem, element: <EnterpriseItemPage /> },
  { path: routePatterns.editEnterpriseItem, element: <EnterpriseItemFormPage /> },
  { path: paths.priceAlerts, element: <PriceAlertsPage /> },
  { path: paths.newPriceAlert, element: <NewPriceAlertPage /> },
  { path: paths.newPriceAlerts, element: <NewPriceAlertsPage /> },
  { path: routePatterns.priceAlert, element: <PriceAlertPage /> },
  {
    path: paths.admin,
    element: <AdminLayout />,
    children: [
      { index: true, element: <AdminUsersPage list="all" /> },
      { path: paths.adminExpiring, element: <AdminUsersPage list="expiring" /> },
      { path: routePatterns.adminUser, element: <AdminUserPage /> },
      { path: paths.adminAffiliates, element: <AdminAffiliatesPage /> },
      { path: paths.adminRecaps, element: <AdminRecapsPage /> },
      { path: paths.adminDownloads, element: <AdminDownloadsPage /> },
      { path: paths.adminMessages, element: <AdminMessagesPage /> },
      { path: paths.adminDataHealth, element: <AdminDataHealthPage /> },
    ],
  },
];

/** Sidebar sections without a page of their own: none, and router.test keeps it so. */
export const sectionsWithoutPage = () =>
  APP_SECTIONS.filter(({ path }) => !APP_PAGES.some((page) => page.path === path));

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      {
        element: <PublicLayout />,
        children: [
          ...SITE_PAGE_ROUTES,
          {
            path: paths.login,
            element: (
              <SignedOutOnly>
                <LoginPage />
              </SignedOutOnly>
            ),
          },
          {
            path: paths.register,
            element: (
              <SignedOutOnly>
                <RegisterPage />
              </SignedOutOnly>
            ),
          },
          { path: paths.paymentSuccess, element: <PaymentResultPage variant="success" /> },
          { path: paths.paymentCard, element: <PaymentResultPage variant="card" /> },
          { path: paths.paymentFailed, element: <PaymentResultPage variant="failed" /> },
          { path: paths.paymentPending, element: <PaymentResultPage variant="pending" /> },
          { path: paths.forgotPassword, element: <ForgotPasswordPage /> },
          { path: paths.verifyEmail, element: <VerifyEmailPage /> },
          { path: paths.contact, element: <ContactPage /> },
          { path: paths.devOutbox, element: <OutboxPage /> },
          { path: routePatterns.sandboxPayment, element: <SandboxPaymentPage /> },
          { path: '*', element: <NOT_FOUND.Page /> },
        ],
      },
      {
        path: paths.home,
        element: (
          <AuthGuard>
            <AppLayout />
          </AuthGuard>
        ),
        children: [...APP_PAGES, { path: '*', element: <NOT_FOUND.Page homePath={paths.home} /> }],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
