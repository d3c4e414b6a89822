import type { AuthState, SignIn } from '@cartwise/domain/accounts/schemas';
import type { AuditPage } from '@cartwise/domain/admin/audit';
import type { AdminEmailList, AdminEmailsQuery } from '@cartwise/domain/admin/emails';
import type { AdminCustomerDetail, AdminCustomerList } from '@cartwise/domain/admin/customers';
import type { AdminCoupon, AdminCouponList, CouponChangeInput, NewCouponInput } from '@cartwise/domain/admin/coupons';
import type { AdminOrder, AdminOrderList, Dashboard, OrderStatusMove } from '@cartwise/domain/admin/orders';
import type { StaffMember } from '@cartwise/domain/admin/staff';
import type { AdminReviewList, Review } from '@cartwise/domain/reviews/schemas';
import type { ShopSettings } from '@cartwise/domain/settings/shop-settings';
import { api } from '@/lib/api-client';

/** Tags of the back office's data; signing in or out of it drops them all. */
export const ADMIN_TAGS = ['AdminMe', 'AdminSettings', 'AdminAudit', 'AdminOrders', 'AdminDashboard', 'AdminCoupons', 'AdminCustomers', 'AdminReviews'] as const;

/**
 * The back office's endpoints, injected into the one API when the admin chunk loads (never in the
 * storefront's first download). Each area of the back office adds its own beside its pages.
 */
export const adminApi = api.enhanceEndpoints({ addTagTypes: [...ADMIN_TAGS, 'Settings'] }).injectEndpoints({
  endpoints: (build) => ({
    getStaffMe: build.query<StaffMember, void>({ query: () => '/admin/me', providesTags: ['AdminMe'] }),
    // The shop's own sign-in and sign-out; the storefront's account endpoints are not imported, so that this
    // chunk shares none of the storefront's start-up modules (ADR 0011). Either drops all back-office data.
    staffSignIn: build.mutation<AuthState, SignIn>({
      query: (body) => ({ url: '/auth/login', method: 'POST', body }),
      invalidatesTags: (_result, error) => (error ? [] : [...ADMIN_TAGS]),
    }),
    staffSignOut: build.mutation<AuthState, void>({
      query: () => ({ url: '/auth/logout', method: 'POST' }),
      invalidatesTags: (_result, error) => (error ? [] : [...ADMIN_TAGS]),
    }),
    // Not `getShopSettings`: the storefront's endpoint of that name (GET /api/settings, without the low-stock
    // threshold) shares the one API, and of two injections of a name the first is kept.
    getAdminShopSettings: build.query<ShopSettings, void>({ query: () => '/admin/settings', providesTags: ['AdminSettings'] }),
    saveShopSettings: build.mutation<ShopSettings, ShopSettings>({
      query: (body) => ({ url: '/admin/settings', method: 'PUT', body }),
      invalidatesTags: (_result, error) => (error ? [] : ['AdminSettings', 'AdminAudit', 'Settings']),
    }),
    getDashboard: build.query<Dashboard, void>({ query: () => '/admin/dashboard', providesTags: ['AdminDashboard'] }),
    getAdminOrders: build.query<AdminOrderList, string>({
      query: (search) => `/admin/orders${search}`,
      providesTags: ['AdminOrders'],
    }),
    getAdminOrder: build.query<AdminOrder, string>({
      query: (id) => `/admin/orders/${encodeURIComponent(id)}`,
      providesTags: ['AdminOrders'],
    }),
    moveOrder: build.mutation<AdminOrder, { id: string; move: OrderStatusMove }>({
      query: ({ id, move }) => ({ url: `/admin/orders/${encodeURIComponent(id)}/status`, method: 'POST', body: move }),
      invalidatesTags: (_result, error) => (error ? [] : ['AdminOrders', 'AdminDashboard', 'AdminAudit']),
    }),
    getAdminCoupons: build.query<AdminCouponList, void>({ query: () => '/admin/coupons', providesTags: ['AdminCoupons'] }),
    getAdminCoupon: build.query<AdminCoupon, string>({
      query: (code) => `/admin/coupons/${encodeURIComponent(code)}`,
      providesTags: ['AdminCoupons'],
    }),
    createCoupon: build.mutation<AdminCoupon, NewCouponInput>({
      query: (body) => ({ url: '/admin/coupons', method: 'POST', body }),
      invalidatesTags: (_result, error) => (error ? [] : ['AdminCoupons', 'AdminAudit']),
    }),
    changeCoupon: build.mutation<AdminCoupon, { code: string; change: CouponChangeInput }>({
      query: ({ code, change }) => ({ url: `/admin/coupons/${encodeURIComponent(code)}`, method: 'PUT', body: change }),
      invalidatesTags: (_result, error) => (error ? [] : ['AdminCoupons', 'AdminAudit']),
    }),
    getAdminCustomers: build.query<AdminCustomerList, string>({
      query: (search) => `/admin/customers${search}`,
      providesTags: ['AdminCustomers'],
    }),
    getAdminCustomer: build.query<AdminCustomerDetail, { id: string; page: number }>({
      query: ({ id, page }) => `/admin/customers/${encodeURIComponent(id)}?page=${page}`,
      providesTags: ['AdminCustomers', 'AdminOrders'],
    }),
    getAdminReviews: build.query<AdminReviewList, { page: number }>({
      query: ({ page }) => `/admin/reviews?page=${page}`,
      providesTags: ['AdminReviews'],
    }),
    setReviewHidden: build.mutation<Review, { id: string; hidden: boolean; reason?: string }>({
      query: ({ id, ...body }) => ({ url: `/admin/reviews/${encodeURIComponent(id)}/visibility`, method: 'PUT', body }),
      invalidatesTags: (_result, error) => (error ? [] : ['AdminReviews', 'AdminAudit']),
    }),
    getAudit: build.query<AuditPage, { page: number }>({
      query: ({ page }) => `/admin/audit?page=${page}`,
      providesTags: ['AdminAudit'],
    }),
    getEmails: build.query<AdminEmailList, AdminEmailsQuery>({
      query: ({ page, status }) => `/admin/emails?page=${page}${status ? `&status=${status}` : ''}`,
    }),
  }),
});

export const {
  useGetStaffMeQuery,
  useStaffSignInMutation,
  useStaffSignOutMutation,
  useGetAdminShopSettingsQuery,
  useSaveShopSettingsMutation,
  useGetAuditQuery,
  useGetEmailsQuery,
  useGetAdminReviewsQuery,
  useGetAdminCouponsQuery,
  useGetAdminCustomersQuery,
  useGetAdminCustomerQuery,
  useGetAdminCouponQuery,
  useCreateCouponMutation,
  useChangeCouponMutation,
  useSetReviewHiddenMutation,
  useGetDashboardQuery,
  useGetAdminOrdersQuery,
  useGetAdminOrderQuery,
  useMoveOrderMutation,
} = adminApi;
