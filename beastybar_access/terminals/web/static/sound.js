// Sound cues: the console's own cue sounds (/cues/<name>.wav, made by the server), never instead of
// words. A switch turns them off and a slider sets their volume; both are kept in the browser's storage.

export class Sounds {
  constructor(store) {
    this.store = store;
    this.on = store.get("sound") !== "off";
    const volume = Number(store.get("volume"));
    this.volume = Number.isFinite(volume) && store.get("volume") !== null ? volume : 60;
    this.cache = new Map();
  }

  bind(checkbox, slider) {
    checkbox.checked = this.on;
    slider.value = String(this.volume);
    checkbox.addEventListener("change", () => {
      this.on = checkbox.checked;
      this.store.set("sound", this.on ? "on" : "off");
    });
    slider.addEventListener("change", () => {
      this.volume = Number(slider.value);
      this.store.set("volume", this.volume);
      this.play("turn");
    });
  }

  play(name) {
    if (!this.on || this.volume <= 0 || !/^[a-z-]+$/.test(name)) return;
    let audio = this.cache.get(name);
    if (!audio) {
      audio = new Audio(`/cues/${name}.wav`);
      audio.preload = "auto";
      this.cache.set(name, audio);
    }
    const sound = audio.cloneNode();
    sound.volume = Math.max(0, Math.min(1, this.volume / 100));
    sound.play().catch(() => { /* no sound before the person's first key or tap: words still come */ });
  }
}
