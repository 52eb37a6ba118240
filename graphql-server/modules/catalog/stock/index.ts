// The catalogue's stock: taken by an order under row locks, given back by a cancellation or a refund, changed by a
// supplier's feed, and compared before and after a write so that the units back from zero get their alerts.
export { lockStock, takeStock, type StockItem, type StockLock, type StockProblem } from "./stock.js";
export { returnStock, type ReturnedItem } from "./stock-return.js";
export { cameBack, stockLevels } from "./stock-levels.js";
export { applySupplierUpdates, supplierUnits, type SupplierUnit, type SupplierUpdate } from "./supplier-updates.js";
