/**
 * Arithmetic signs as printed: the true minus sign (U+2212), which the embedded font has and
 * which lines up with + and ×, not the shorter hyphen or en dash. JSON always uses + - * /.
 */
export const PRINTED_SIGN = { '+': '+', '-': '−', '*': '×', '/': '÷' } as const;
