import { matrixGrid, type RequirementsMatrix } from "~/domain/matrix/requirements-matrix";

/**
 * The matrix as an .xlsx workbook (one sheet, the same grid as the CSV: every cell text, neutralised against
 * formulas). exceljs is imported on demand, so only a download loads it.
 */
export async function matrixWorkbook(matrix: RequirementsMatrix): Promise<Buffer> {
  const { default: ExcelJS } = await import("exceljs");
  const workbook = new ExcelJS.Workbook();
  workbook.creator = "SaaSMatch";
  const sheet = workbook.addWorksheet("Requirements matrix", {
    views: [{ state: "frozen", xSplit: 1, ySplit: 1 }],
  });
  const grid = matrixGrid(matrix);
  for (const cells of grid) sheet.addRow(cells);
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(grid.length).font = { bold: true };
  sheet.columns.forEach((column, i) => {
    column.width = i === 0 ? 40 : i < 3 ? 16 : 45;
    column.alignment = { wrapText: true, vertical: "top" };
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
