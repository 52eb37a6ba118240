// Installment charges at the storefront's edge: the shared rule (shared/installments.ts) the card provider charges by.
export { installmentCharge, type InstallmentOption } from "../../shared/installments";
