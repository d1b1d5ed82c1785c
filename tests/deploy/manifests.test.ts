import { readFileSync } from 'node:fs';
import { Deployment } from 'kubernetes-models/apps/v1';
import { HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2';
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1';
import { Service } from 'kubernetes-models/v1';
import { describe, expect, it } from 'vitest';
// js-yaml's own loader, as the package ships it for front matter.
import { CORE_SCHEMA, load } from '../../src/markdown/generated/js-yaml.js';

/**
 * The container image and the Kubernetes manifests of deploy/ as a cluster would take them:
 * every manifest validated against Kubernetes' published OpenAPI schemas (kubernetes-models'
 * validate() throws on any violation), then the facts the deployment docs promise, read from
 * the files themselves.
 */
const root = new URL('../../', import.meta.url);
const text = (path: string) => readFileSync(new URL(path, root), 'utf8');
/** A manifest as the object its class takes (the schema check is validate()'s). */
function yaml<T>(name: string): T {
  return load(text(`deploy/kubernetes/${name}`), { schema: CORE_SCHEMA }) as T;
}

const deployment = new Deployment(yaml('deployment.yaml'));
const service = new Service(yaml('service.yaml'));
const hpa = new HorizontalPodAutoscaler(yaml('hpa.yaml'));
const pdb = new PodDisruptionBudget(yaml('pdb.yaml'));

describe('the Kubernetes manifests', () => {
  it.each([
    ['Deployment', deployment],
    ['Service', service],
    ['HorizontalPodAutoscaler', hpa],
    ['PodDisruptionBudget', pdb],
  ])('%s is valid against the published schema', (_kind, manifest) => {
    expect(() => manifest.validate()).not.toThrow();
  });

  it('fails validation when a field has the wrong type (the check can fail)', () => {
    const broken = new Deployment({ ...yaml<object>('deployment.yaml'), spec: { replicas: 'two' } } as never);
    expect(() => broken.validate()).toThrow();
  });

  const pod = deployment.spec!.template;
  const container = pod.spec!.containers[0]!;
  const labels = pod.metadata!.labels!;

  it('probes /healthz on the port the service listens on', () => {
    const port = container.ports!.find((p) => p.name === 'http')!;
    expect(container.env!.find((e) => e.name === 'PORT')!.value).toBe(String(port.containerPort));
    for (const probe of [container.startupProbe, container.readinessProbe, container.livenessProbe]) {
      expect(probe!.httpGet).toEqual({ path: '/healthz', port: 'http' });
    }
  });

  it('requests and limits CPU and memory, and runs without privileges', () => {
    expect(Object.keys(container.resources!.requests!).sort()).toEqual(['cpu', 'memory']);
    expect(Object.keys(container.resources!.limits!).sort()).toEqual(['cpu', 'memory']);
    expect(pod.spec!.securityContext!.runAsNonRoot).toBe(true);
    expect(pod.spec!.securityContext!.runAsUser).not.toBe(0);
    expect(container.securityContext!.allowPrivilegeEscalation).toBe(false);
  });

  it('takes the token from a secret, never from the manifest', () => {
    const token = container.env!.find((e) => e.name === 'MDADF_TOKEN')!;
    expect(token.value).toBeUndefined();
    expect(token.valueFrom!.secretKeyRef!.key).toBe('token');
  });

  it('scales the Deployment on CPU, and the Service and the budget select its pods', () => {
    expect(hpa.spec!.scaleTargetRef).toEqual({ apiVersion: 'apps/v1', kind: 'Deployment', name: 'mdadf' });
    expect(hpa.spec!.metrics![0]!.resource!.name).toBe('cpu');
    expect(hpa.spec!.minReplicas).toBeGreaterThanOrEqual(2);
    expect(service.spec!.selector).toEqual(labels);
    expect(service.spec!.ports![0]!.targetPort).toBe('http');
    expect(pdb.spec!.selector!.matchLabels).toEqual(labels);
    expect(deployment.spec!.selector.matchLabels).toEqual(labels);
    // A budget that allows no disruption at all would block every node drain.
    expect(pdb.spec!.minAvailable).toBeLessThan(hpa.spec!.minReplicas!);
  });
});

describe('the Dockerfile', () => {
  const lines = text('Dockerfile')
    .split('\n')
    .filter((line) => line.trim() !== '' && !line.startsWith('#'));
  const stages = lines.filter((line) => line.startsWith('FROM '));
  const last = lines.slice(lines.lastIndexOf(stages.at(-1)!));

  it('builds in stages, and the image runs the packed files as a user without privileges', () => {
    expect(stages.length).toBeGreaterThanOrEqual(2);
    const user = last.find((line) => line.startsWith('USER '));
    expect(user).toBeDefined();
    expect(['root', '0']).not.toContain(user!.slice('USER '.length).trim().split(':')[0]);
  });

  it('installs production dependencies only, from lock files', () => {
    const installs = lines.filter((line) => /\bnpm (ci|install)\b/.test(line));
    const production = installs.filter((line) => !line.includes('AS build'));
    expect(production.some((line) => line.includes('npm ci --omit=dev'))).toBe(true);
    // Everything the last stage gets comes from a stage that installed with --omit=dev.
    expect(last.filter((line) => /\bnpm (ci|install)\b/.test(line))).toEqual([]);
    expect(text('deploy/service/package-lock.json')).toContain('"node_modules/fastify"');
  });

  it('checks its health on /healthz and starts the service on every interface', () => {
    const health = last.find((line) => line.startsWith('HEALTHCHECK '));
    expect(health).toBeDefined();
    expect(last.join('\n')).toContain('/healthz');
    expect(last.find((line) => line.startsWith('CMD '))).toContain('"serve", "--host", "0.0.0.0"');
  });
});
