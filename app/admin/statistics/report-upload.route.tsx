import { data, redirect } from "react-router";
import type { Route } from "./+types/report-upload.route";
import { adminText } from "~/admin/admin-text";
import { AdminPageTitle } from "~/admin/admin-page-title";
import { DoneNotice } from "~/admin/done-notice";
import { requireStaff } from "~/admin/access/guard.server";
import { affiliateNetworkIds, affiliateNetworks, isAffiliateNetwork } from "~/shared/commission/affiliate-networks";
import {
  MAX_REPORT_BYTES,
  reportColumns,
  type ColumnMapping,
  type ReportColumn,
} from "~/admin/statistics/network-report";
import { readReport } from "~/admin/statistics/network-report.server";
import { confirmUpload, loadPreview, saveUpload } from "~/admin/statistics/report-upload.server";
import { reportUploadText as text } from "~/admin/statistics/report-upload-text";
import { ReportUploadForm, UploadPreviewView, type UploadFormValues } from "~/admin/statistics/report-upload-view";
import { TextLink } from "~/shared/ui/text-link";
import { servicesOf } from "~/shared/server/load-context.server";

const networkChoices = affiliateNetworkIds.map((id) => ({ value: id, label: affiliateNetworks[id].name }));
const mappingField = (column: ReportColumn) => `kolonne-${column}`;

/** The upload form, a preview (?forhandsvisning=<token>) or what a confirmation stored (?lagret=…). */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context, "statistikk");
  const url = new URL(request.url);
  const token = url.searchParams.get("forhandsvisning");
  const preview = token ? await loadPreview(servicesOf(context).database.db, token) : null;
  if (token && !preview) return data({ preview: null, saved: null, expired: true, networkChoices }, { status: 404 });
  const count = (name: string) => Number(url.searchParams.get(name) ?? "0") || 0;
  const saved = url.searchParams.has("lagret")
    ? { new: count("nye"), updated: count("endret"), repeat: count("uendret") }
    : null;
  return { preview, saved, expired: false, networkChoices };
}

type ActionAnswer = { errors: Partial<Record<string, string>>; values: UploadFormValues; problem?: string };

export async function action({ request, context }: Route.ActionArgs) {
  const session = await requireStaff(request, context, "statistikk");
  const db = servicesOf(context).database.db;
  const formData = await request.formData();
  const intent = formData.get("intent");
  if (intent === "lagre") {
    const token = String(formData.get("token") ?? "");
    const actor = { staffId: session.member.id, email: session.member.email };
    const outcome = await confirmUpload(db, actor, token);
    if (outcome.status === "missing")
      return data({ errors: {}, values: emptyValues, problem: text.expired } satisfies ActionAnswer, { status: 404 });
    if (outcome.status === "already")
      return data({ errors: {}, values: emptyValues, problem: text.already } satisfies ActionAnswer, { status: 409 });
    const params = new URLSearchParams({
      lagret: "1",
      nye: String(outcome.counts.new),
      endret: String(outcome.counts.updated),
      uendret: String(outcome.counts.repeat),
    });
    return redirect(`/admin/statistikk/last-opp?${params}`, 303);
  }
  if (intent !== "forhandsvis") throw data("Ukjent handling.", { status: 400 });

  const network = String(formData.get("nettverk") ?? "");
  const mapping: ColumnMapping = {};
  for (const column of reportColumns) {
    const value = formData.get(mappingField(column));
    if (typeof value === "string" && value.trim()) mapping[column] = value.trim().slice(0, 200);
  }
  const values: UploadFormValues = { network, mapping };
  const refuse = (field: string, message: string) =>
    data({ errors: { [field]: message }, values } satisfies ActionAnswer, { status: 400 });
  if (!isAffiliateNetwork(network)) return refuse("nettverk", text.networkMissing);
  const file = formData.get("fil");
  if (!(file instanceof File) || (file.size === 0 && !file.name)) return refuse("fil", text.fileMissing);
  if (file.size > MAX_REPORT_BYTES)
    return refuse("fil", text.fileTooLarge(`${Math.round(MAX_REPORT_BYTES / 1024)} kB`));
  const report = readReport(new Uint8Array(await file.arrayBuffer()), network, mapping);
  if ("problem" in report)
    return refuse(report.field && report.field !== "file" ? mappingField(report.field) : "fil", report.problem);
  const token = await saveUpload(db, session.member.id, network, file.name || "rapport.csv", report);
  return redirect(`/admin/statistikk/last-opp?forhandsvisning=${token}`, 303);
}

const emptyValues: UploadFormValues = { network: "", mapping: {} };

export const meta: Route.MetaFunction = () => [
  { title: `${text.title} | ${adminText.siteName}` },
  { name: "robots", content: "noindex, nofollow" },
];

export default function ReportUpload({ loaderData, actionData }: Route.ComponentProps) {
  const { preview, saved, expired } = loaderData;
  const answer = actionData as ActionAnswer | undefined;
  return (
    <>
      <AdminPageTitle>{text.title}</AdminPageTitle>
      <p className="mt-2 max-w-prose">{text.intro}</p>
      <p className="mt-2">
        <TextLink href="/admin/statistikk">{text.backToStatistics}</TextLink>
      </p>
      {saved && !answer && (
        <DoneNotice>
          {`Rapporten er lagret: ${saved.new} nye, ${saved.updated} endret, ${saved.repeat} uendret.`}
        </DoneNotice>
      )}
      {expired && (
        <p role="alert" className="mt-4 rounded-md border-2 border-red-700 bg-white p-3 font-semibold">
          {text.expired}
        </p>
      )}
      {answer?.problem && (
        <p role="alert" className="mt-4 rounded-md border-2 border-red-700 bg-white p-3 font-semibold">
          {answer.problem}
        </p>
      )}
      {preview && !preview.confirmedAt && <UploadPreviewView preview={preview} />}
      {preview?.confirmedAt && <p className="mt-4 font-semibold">{text.already}</p>}
      <ReportUploadForm
        networkChoices={networkChoices}
        values={answer?.values ?? emptyValues}
        errors={answer?.errors ?? {}}
        mappingField={mappingField}
      />
    </>
  );
}
