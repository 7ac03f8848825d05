import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  { ignores: [".bench/", "build/", "build-fixtures/", ".astro/", "node_modules/", "test-results/", "playwright-report/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_" }],
      // The README's import rule: a file of the same folder (or one inside it) by `./`, anything else by
      // its top folder's alias (`#server/booking/store.ts`), so a file reads the same wherever it moves.
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^\\.\\./",
              message:
                "Import from outside this folder by its top folder's alias (#app/…, #server/…, #shared/…), not ../ (README).",
            },
          ],
        },
      ],
    },
  },
);
