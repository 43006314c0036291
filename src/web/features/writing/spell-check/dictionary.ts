// Served from our own /assets (vite.config.ts aliases the package folder, whose exports hide the files).
import affUrl from 'dictionary-en-files/index.aff?url&no-inline'
import dicUrl from 'dictionary-en-files/index.dic?url'

/**
 * Fetches the en-US Hunspell files from our own server. The server answers unknown paths with the
 * app's index.html, so a response is checked to look like a dictionary before it is used.
 */
export async function loadDictionary(fetcher: typeof fetch = fetch): Promise<{ aff: string; dic: string }> {
  const get = async (url: string) => {
    const r = await fetcher(url)
    if (!r.ok) throw new Error(`${url}: HTTP ${r.status}`)
    return r.text()
  }
  const [aff, dic] = await Promise.all([get(affUrl), get(dicUrl)])
  if (!/^\s*(SET|FLAG|TRY|SFX|PFX)\b/m.test(aff) || /<html/i.test(aff)) throw new Error('the affix file is not a Hunspell affix file')
  if (!/^\d+\s*$/m.test(dic.slice(0, dic.indexOf('\n') + 1)) || /<html/i.test(dic.slice(0, 1000))) throw new Error('the word list is not a Hunspell dictionary')
  return { aff, dic }
}
