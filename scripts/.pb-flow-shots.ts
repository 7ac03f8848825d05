import { chromium } from "@playwright/test";
const [base, out] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
for (const width of [390, 1280]) {
  const page = await browser.newPage({ viewport: { width, height: width === 390 ? 844 : 800 } });
  const shot = async (name: string, full = true) => {
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    await page.screenshot({ path: `${out}/${name}-${width}.png`, fullPage: full });
    console.log(name, width, "overflow", overflow);
  };
  await page.goto(`${base}/app/reservar-cita/`);
  await shot("chooser");
  await page.goto(`${base}/app/reservar-cita/?modalidad=virtual&profesional=renzo-espinoza-caceres`);
  await shot("chooser-without");
  await page.goto(`${base}/app/reservar-cita/?modalidad=presencial`);
  await page.getByRole("link", { name: "Semana siguiente" }).click();
  const times = page.getByRole("button", { name: /^\d{1,2}:\d\d/ });
  await times.nth(Math.floor(Math.random() * (await times.count()))).click();
  await shot("form");
  const n = String(Math.floor(Math.random() * 1e8)).padStart(8, "0");
  await page.getByRole("textbox", { name: "Nombre y apellido" }).fill("María Prueba");
  await page.getByRole("textbox", { name: "Celular o teléfono" }).fill(`9${n}`);
  await page.getByRole("textbox", { name: "Correo electrónico" }).fill(`maria-${n}@gmial.com`);
  await page.getByRole("checkbox").first().check();
  await page.getByRole("button", { name: "Reservar mi cita" }).click();
  await page.getByRole("heading", { name: "Tu cita está reservada" }).waitFor();
  await shot("confirmation");
  await page.getByRole("button", { name: /^\d{1,2}:\d\d/ }).last().click();
  await page.getByRole("heading", { name: "¿Cambiar tu cita?" }).waitFor();
  await shot("move-confirmation");
  await page.goto(`${base}/app/reservar-cita/reenviar`);
  await shot("resend");
  await page.getByRole("textbox").fill(`maria-${n}@gmial.com`);
  await page.getByRole("button", { name: "Enviarme el enlace" }).click();
  await shot("resend-sent");
  await page.close();
}
await browser.close();
