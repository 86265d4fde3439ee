import 'i18next';

// Messages are always present (the catalogue test guarantees every key in every language), so
// `t` returns a string, never null.
declare module 'i18next' {
  interface CustomTypeOptions {
    returnNull: false;
  }
}
