export { OfflineNotice } from './OfflineNotice';
export { QueuedOrderNotice } from './QueuedOrderNotice';
export { RepricingNotice } from './RepricingNotice';
export { MyOrdersPage } from './MyOrdersPage';
export { OrderLinesTable } from './OrderLinesTable';
export { useOnlineState, useRatesSnapshot, useDeviceOrders, useNow } from './hooks';
export { rateAge } from './rate-age';
export { offlineTexts } from './offline-texts';
