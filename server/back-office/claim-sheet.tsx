// A claim's sheet as the person filled it, with the form's own labels: on its page and on paper.
import { Fragment } from "react";
import { CLAIM_COLUMNS } from "#server/complaints/store.ts";
import { limaDay, type ClaimRow } from "./claims.ts";

/** The complaints book's labels (its content): the fields', the document types' and who filed. */
export interface DetailLabels {
  fields: Record<string, string>;
  documentTypes: Record<string, string>;
  filedBy: Record<string, string>;
}

/** The claim's fields in the order of the sheet (its kind is the page's title). */
const DETAIL_FIELDS = CLAIM_COLUMNS.filter(([column]) => column !== "kind");

function fieldValue(claim: ClaimRow, column: string, labels: DetailLabels) {
  const value = claim[column];
  if (value === null || value === "") return null;
  if (column.endsWith("document_type")) return labels.documentTypes[String(value)] ?? String(value);
  if (column === "filed_by") return labels.filedBy[String(value)] ?? String(value);
  if (column === "incident_date") return limaDay(String(value));
  return String(value);
}

/** The sheet's filled fields, as terms and descriptions of a `<dl>`. */
export function SheetRows({ claim, labels }: { claim: ClaimRow; labels: DetailLabels }) {
  return DETAIL_FIELDS.map(([column, field]) => [labels.fields[field] ?? field, fieldValue(claim, column, labels)] as const)
    .filter(([, value]) => value !== null)
    .map(([label, value]) => (
      <Fragment key={label}>
        <dt>{label}</dt>
        <dd className="texto">{value}</dd>
      </Fragment>
    ));
}
