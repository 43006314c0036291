import { useEffect, useState } from 'react'
import { Tabs } from 'radix-ui'
import { Eye, EyeOff } from 'lucide-react'
import { Modal } from '../../../ui/Modal'
import { DialogActions } from '../../../ui/DialogActions'
import { toast } from '../../../app/toast-store'
import { hasConsent } from '../../../storage/consent'
import { MAX_PROVIDER_MODEL_CHARS } from '../../../../ai/providers'
import { MODELS, RATE_LIMITS, isModelAvailable, isModelId, isTier, type ModelId, type Tier } from '../../../../ai/models'
import { usageFor } from '../../../../ai/rate-limits'
import { BACKUP_INTERVALS, useBackup, useSession } from '../../files'
import { settingsDialog } from './settings-dialog'
import { useAiSettings } from './settings-store'
import { apiKeyError, baseUrlError, defaultSettings, type EndpointSettings, type ProviderChoice } from './settings'
import { readLog } from './rate-limit-log'
import { MAX_REVISIONS_OPTIONS, readMaxRevisions, writeMaxRevisions } from './general-settings'
import { useProject } from '../../../project'
import { automaticContdOn, setAutomaticContd } from '../../../editor/page-view/continueds-setting'

/** File → Settings: AI & Google Gemini, Google Drive Backup, General. */
export function SettingsDialog() {
  const open = settingsDialog.useOpen()
  if (!open) return null
  return <SettingsForm onClose={() => settingsDialog.close()} />
}

function SettingsForm({ onClose }: { onClose: () => void }) {
  const stored = useAiSettings((s) => s.settings)
  const tokenUsage = useAiSettings((s) => s.tokenUsage)
  const initial = stored ?? defaultSettings()
  const [apiKey, setApiKey] = useState(initial.apiKey)
  const [showKey, setShowKey] = useState(false)
  const [model, setModel] = useState<ModelId>(initial.model)
  const [tier, setTier] = useState<Tier>(initial.tier)
  const [provider, setProvider] = useState<ProviderChoice>(initial.provider)
  const [endpoint, setEndpoint] = useState<EndpointSettings>(initial.endpoint)
  const [maxRevisions, setMaxRevisions] = useState(readMaxRevisions())
  const [autoContd, setAutoContd] = useState(automaticContdOn())
  const backup = useBackup()
  const [backupEnabled, setBackupEnabled] = useState(backup.enabled)
  const [backupMinutes, setBackupMinutes] = useState(backup.intervalMinutes)
  const signedIn = useSession((s) => s.signedIn)
  const driveFile = useProject((s) => s.file?.store === 'drive')
  const [, tick] = useState(0)

  useEffect(() => useAiSettings.getState().load(), [])
  // Current usage changes as requests go out; refresh the figures while the dialog is open.
  useEffect(() => {
    const t = window.setInterval(() => tick((n) => n + 1), 5000)
    return () => window.clearInterval(t)
  }, [])

  const keyError = provider === 'gemini' ? apiKeyError(apiKey) : null
  const urlError = provider === 'openai-compatible' ? baseUrlError(endpoint.baseUrl) : null
  const invalid = !!keyError || !!urlError
  const available = isModelAvailable(model, tier)
  const limits = RATE_LIMITS[model][tier]
  const used = usageFor(readLog(), model, Date.now())
  const canBackup = signedIn && driveFile

  const save = () => {
    if (invalid) return
    try {
      useAiSettings.getState().save({ apiKey, model, tier, provider, endpoint })
      writeMaxRevisions(maxRevisions)
      setAutomaticContd(autoContd)
      if (canBackup) backup.setBackup({ enabled: backupEnabled, intervalMinutes: backupMinutes })
      else backup.setBackup({ intervalMinutes: backupMinutes })
      toast({
        title: 'Settings Saved',
        description: hasConsent() ? 'Your settings have been saved locally.' : 'Cookies are off, so these settings last only until you close this tab.',
      })
      onClose()
    } catch {
      toast({ title: 'Save Failed', description: 'Could not save settings. Please try again.', variant: 'error' })
    }
  }

  return (
    <Modal title="Settings" open onClose={onClose} wide>
      <Tabs.Root defaultValue="ai" className="nw-tabs">
        <Tabs.List className="nw-tabs-list" aria-label="Settings sections">
          <Tabs.Trigger value="ai" className="nw-tab">AI & Google Gemini</Tabs.Trigger>
          <Tabs.Trigger value="drive" className="nw-tab">Google Drive Backup</Tabs.Trigger>
          <Tabs.Trigger value="general" className="nw-tab">General</Tabs.Trigger>
        </Tabs.List>

        <Tabs.Content value="ai" className="nw-tab-panel">
          <ProviderPicker value={provider} onChange={setProvider} />
          {provider === 'openai-compatible' ? (
            <EndpointFields value={endpoint} onChange={setEndpoint} urlError={urlError} />
          ) : (
          <>
          <div className="nw-field">
            <label htmlFor="nw-ai-key">Google Gemini API key</label>
            <div className="nw-key-row">
              <input
                id="nw-ai-key"
                type={showKey ? 'text' : 'password'}
                value={apiKey}
                autoComplete="off"
                spellCheck={false}
                maxLength={256}
                placeholder="AIzaSy..."
                className={keyError ? 'nw-input-error' : undefined}
                aria-invalid={!!keyError}
                aria-describedby={keyError ? 'nw-ai-key-error' : 'nw-ai-key-help'}
                onChange={(e) => setApiKey(e.target.value)}
              />
              <button type="button" className="nw-icon-btn" aria-label={showKey ? 'Hide key' : 'Show key'} onClick={() => setShowKey((v) => !v)}>
                {showKey ? <EyeOff size={16} /> : <Eye size={16} />}
              </button>
            </div>
            {keyError ? (
              <div id="nw-ai-key-error" className="nw-error" role="alert">
                {keyError}
              </div>
            ) : (
              <div id="nw-ai-key-help" className="nw-muted nw-small">
                Your key stays in this browser and is sent only with your AI requests. Get one free at Google AI Studio.
              </div>
            )}
          </div>
          <div className="nw-field-row">
            <div className="nw-field">
              <label htmlFor="nw-ai-model">Model</label>
              <select id="nw-ai-model" value={model} onChange={(e) => isModelId(e.target.value) && setModel(e.target.value)}>
                {MODELS.map((m) => {
                  const ok = isModelAvailable(m.id, tier)
                  return (
                    <option key={m.id} value={m.id} disabled={!ok}>
                      {m.name}
                      {ok ? '' : ' (Unavailable)'}
                    </option>
                  )
                })}
              </select>
            </div>
            <div className="nw-field">
              <label htmlFor="nw-ai-tier">API tier</label>
              <select id="nw-ai-tier" value={tier} onChange={(e) => isTier(e.target.value) && setTier(e.target.value)}>
                <option value="free">Free</option>
                <option value="paid">Paid</option>
              </select>
            </div>
          </div>
          {!available && (
            <div className="nw-warning" role="alert">
              This model is not available on the {tier} tier, so API calls will fail. Choose another model or the paid tier.
            </div>
          )}
          <div className="nw-settings-figures">
            <div>
              <h4>Rate limits</h4>
              <div data-testid="rate-rpm">
                Requests per minute: {used.lastMinute} / {limits.rpm}
              </div>
              <div data-testid="rate-rpd">
                Requests per day: {used.lastDay} / {limits.rpd}
              </div>
            </div>
            <div>
              <h4>Token usage</h4>
              <div data-testid="tokens-total">Total: {tokenUsage.total.toLocaleString()}</div>
              <div data-testid="tokens-session">This session: {tokenUsage.session.toLocaleString()}</div>
            </div>
          </div>
          </>
          )}
        </Tabs.Content>

        <Tabs.Content value="drive" className="nw-tab-panel">
          <label className="nw-check">
            <input type="checkbox" checked={backupEnabled && canBackup} disabled={!canBackup} onChange={(e) => setBackupEnabled(e.target.checked)} />
            Back up to Google Drive automatically
          </label>
          {!canBackup && <p className="nw-muted nw-small">Sign in to Google Drive and open a Drive file to turn on auto-backup.</p>}
          <div className="nw-field">
            <label htmlFor="nw-backup-interval">Backup interval</label>
            <select id="nw-backup-interval" value={backupMinutes} onChange={(e) => setBackupMinutes(Number(e.target.value))}>
              {BACKUP_INTERVALS.map((m) => (
                <option key={m} value={m}>
                  Every {m} minute{m === 1 ? '' : 's'}
                </option>
              ))}
            </select>
          </div>
        </Tabs.Content>

        <Tabs.Content value="general" className="nw-tab-panel">
          <div className="nw-field">
            <label htmlFor="nw-max-revisions">Maximum snapshots kept</label>
            <select id="nw-max-revisions" value={maxRevisions} onChange={(e) => setMaxRevisions(Number(e.target.value))}>
              {MAX_REVISIONS_OPTIONS.map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </select>
            <div className="nw-muted nw-small">When a new snapshot is saved beyond this number, the oldest is removed; the Snapshots panel says which before you save.</div>
          </div>
          <label className="nw-check">
            <input type="checkbox" checked={autoContd} onChange={(e) => setAutoContd(e.target.checked)} />
            Automatic (CONT&apos;D)
          </label>
          <div className="nw-muted nw-small">
            A character who speaks again in the same scene, after action, gets (CONT&apos;D) after the name on the page and in the PDF, as Final Draft prints it. The name you typed never changes.
          </div>
        </Tabs.Content>
      </Tabs.Root>
      <DialogActions onCancel={onClose} cancelLabel="Close" primaryLabel="Save" onPrimary={save} disabled={invalid} />
    </Modal>
  )
}

const PROVIDERS: { id: ProviderChoice; label: string; help: string }[] = [
  { id: 'gemini', label: 'Google Gemini', help: 'Your script goes to Google with your own Gemini key.' },
  {
    id: 'openai-compatible',
    label: 'OpenAI-compatible endpoint',
    help: 'A model you run yourself (Ollama, LM Studio, vLLM) or another provider (OpenRouter, OpenAI…). With a model on your own machine, your script never leaves it.',
  },
]

/** Who answers the AI requests: Gemini (as always) or the writer's own endpoint. */
function ProviderPicker({ value, onChange }: { value: ProviderChoice; onChange: (p: ProviderChoice) => void }) {
  return (
    <fieldset className="nw-field nw-provider-picker">
      <legend>AI provider</legend>
      {PROVIDERS.map((p) => (
        <div key={p.id}>
          <label className="nw-check">
            <input type="radio" name="nw-ai-provider" value={p.id} checked={value === p.id} aria-describedby={`nw-ai-provider-${p.id}`} onChange={() => onChange(p.id)} />
            {p.label}
          </label>
          <div id={`nw-ai-provider-${p.id}`} className="nw-muted nw-small">
            {p.help}
          </div>
        </div>
      ))}
    </fieldset>
  )
}

/** The endpoint's address, model name and optional key. */
function EndpointFields({ value, onChange, urlError }: { value: EndpointSettings; onChange: (e: EndpointSettings) => void; urlError: string | null }) {
  const [showKey, setShowKey] = useState(false)
  const set = (patch: Partial<EndpointSettings>) => onChange({ ...value, ...patch })
  return (
    <>
      <div className="nw-field">
        <label htmlFor="nw-ai-base-url">Endpoint address</label>
        <input
          id="nw-ai-base-url"
          type="url"
          value={value.baseUrl}
          autoComplete="off"
          spellCheck={false}
          maxLength={2000}
          placeholder="http://127.0.0.1:11434/v1"
          className={urlError ? 'nw-input-error' : undefined}
          aria-invalid={!!urlError}
          aria-describedby={urlError ? 'nw-ai-base-url-error' : 'nw-ai-base-url-help'}
          onChange={(e) => set({ baseUrl: e.target.value })}
        />
        {urlError ? (
          <div id="nw-ai-base-url-error" className="nw-error" role="alert">
            {urlError}
          </div>
        ) : (
          <div id="nw-ai-base-url-help" className="nw-muted nw-small">
            The address up to /v1, as your model server shows it. Our server makes the call, and only to addresses its operator allows.
          </div>
        )}
      </div>
      <div className="nw-field-row">
        <div className="nw-field">
          <label htmlFor="nw-ai-endpoint-model">Model name</label>
          <input id="nw-ai-endpoint-model" value={value.model} autoComplete="off" spellCheck={false} maxLength={MAX_PROVIDER_MODEL_CHARS} placeholder="llama3.1" onChange={(e) => set({ model: e.target.value })} />
        </div>
        <div className="nw-field">
          <label htmlFor="nw-ai-endpoint-key">Endpoint key (optional)</label>
          <div className="nw-key-row">
            <input id="nw-ai-endpoint-key" type={showKey ? 'text' : 'password'} value={value.apiKey} autoComplete="off" spellCheck={false} maxLength={256} onChange={(e) => set({ apiKey: e.target.value })} />
            <button type="button" className="nw-icon-btn" aria-label={showKey ? 'Hide endpoint key' : 'Show endpoint key'} onClick={() => setShowKey((v) => !v)}>
              {showKey ? <EyeOff size={16} /> : <Eye size={16} />}
            </button>
          </div>
        </div>
      </div>
      <p className="nw-muted nw-small">A local model needs no key. The key stays in this browser and is sent only with your AI requests.</p>
    </>
  )
}
