/** Where PayTR posts its notifications (set as "Bildirim URL" in PayTR's merchant panel): a storefront resource route. */
export const PAYTR_NOTIFICATION_PATH = "/resource/payment/paytr/notification";
