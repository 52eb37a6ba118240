// Text placed inside HTML that someone else wrote or that a mail or a provider page is built from: the five
// characters that could end an attribute or open a tag become character references.
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
