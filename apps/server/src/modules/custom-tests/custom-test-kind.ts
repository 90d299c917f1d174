/** Custom tests are test_library rows of a company with this sub-category (library tests have their own). */
export const CUSTOM_SUB_CATEGORY = 'custom';
