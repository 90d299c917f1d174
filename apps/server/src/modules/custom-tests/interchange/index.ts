/** Custom-test questions to and from files: the questions CSV and IMS QTI 2.1 / 3.0 packages. Pure: no I/O. */
export { ITEMS_CSV_MAX_ROWS, itemsToCsv, type ParsedQuestions, parseItemsCsv } from './items-csv';
export { itemsCsvTemplate } from './items-csv-template';
export { qtiPackage } from './qti-export';
export { type ParsedQtiPackage, parseQtiPackage, QTI_MAX_ITEMS } from './qti-import';
export { ZIP_LIMITS } from './zip';
