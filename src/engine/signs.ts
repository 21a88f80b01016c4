/**
 * Arithmetic signs as printed. The en dash stands in for the minus sign, which the built-in
 * PDF fonts cannot show; JSON always uses + - * /.
 */
export const PRINTED_SIGN = { '+': '+', '-': '–', '*': '×', '/': '÷' } as const;
