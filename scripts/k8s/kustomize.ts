import { readFileSync, statSync } from "node:fs";
import { resolve } from "node:path";
import { parseAllDocuments } from "yaml";

/**
 * What `kubectl apply -k deploy/k8s` would send: the kustomization's resources with its transformations applied,
 * as kustomize does. No npm library builds kustomizations (kustomize itself is a Go program), so the fields this
 * project uses are applied here and every other field is refused: a kustomization that grows a generator or a patch
 * fails the test until this assembly learns it, instead of being checked without it.
 */

// biome-ignore lint/suspicious/noExplicitAny: Kubernetes objects are validated against their schemas afterwards
export type KubernetesObject = Record<string, any>;

interface LabelsEntry {
  pairs: Record<string, string>;
  includeSelectors?: boolean;
  includeTemplates?: boolean;
}

const KNOWN_FIELDS = new Set(["apiVersion", "kind", "resources", "labels"]);

/** The YAML documents of one manifest file. */
export function documents(file: string): KubernetesObject[] {
  return parseAllDocuments(readFileSync(file, "utf8")).map((doc) => {
    if (doc.errors.length > 0) throw new Error(`${file}: ${doc.errors[0]?.message}`);
    return doc.toJS() as KubernetesObject;
  });
}

/** Kustomize's paths for `includeSelectors` (and for the pod template with `includeTemplates`). */
function addLabels(object: KubernetesObject, entry: LabelsEntry): KubernetesObject {
  const copy = structuredClone(object);
  copy.metadata = { ...copy.metadata, labels: { ...copy.metadata?.labels, ...entry.pairs } };
  const templates = entry.includeTemplates ?? entry.includeSelectors ?? false;
  if (templates && copy.spec?.template) {
    copy.spec.template.metadata = {
      ...copy.spec.template.metadata,
      labels: { ...copy.spec.template.metadata?.labels, ...entry.pairs },
    };
  }
  if (entry.includeSelectors) {
    if (copy.kind === "Service") copy.spec.selector = { ...copy.spec.selector, ...entry.pairs };
    else if (copy.spec?.selector) {
      copy.spec.selector.matchLabels = { ...copy.spec.selector.matchLabels, ...entry.pairs };
    }
  }
  return copy;
}

/** The objects a kustomization directory builds to, in the order of its resources. */
export function kustomize(dir: string): KubernetesObject[] {
  const [kustomization] = documents(resolve(dir, "kustomization.yaml"));
  if (kustomization?.kind !== "Kustomization") throw new Error(`${dir}: kustomization.yaml is no Kustomization`);
  const unknown = Object.keys(kustomization).filter((field) => !KNOWN_FIELDS.has(field));
  if (unknown.length > 0) throw new Error(`kustomization fields this assembly does not apply: ${unknown.join(", ")}`);

  const objects = (kustomization.resources as string[]).flatMap((resource) => {
    const path = resolve(dir, resource);
    if (statSync(path).isDirectory()) throw new Error(`${resource}: nested kustomizations are not applied here`);
    return documents(path);
  });
  const ids = objects.map((o) => `${o.apiVersion}/${o.kind}/${o.metadata?.namespace ?? ""}/${o.metadata?.name}`);
  const twice = ids.filter((id, i) => ids.indexOf(id) !== i);
  // kustomize refuses two resources with one id ("may not add resource with an already registered id").
  if (twice.length > 0) throw new Error(`resources defined twice: ${twice.join(", ")}`);

  return ((kustomization.labels ?? []) as LabelsEntry[]).reduce(
    (built, entry) => built.map((object) => addLabels(object, entry)),
    objects,
  );
}
